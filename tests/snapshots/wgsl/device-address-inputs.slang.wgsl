tests/compute/device-address-inputs.slang:21:1: error[NSL3156]: the wgsl target has no 64-bit integers
