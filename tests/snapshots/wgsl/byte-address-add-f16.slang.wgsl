tests/compute/byte-address-add-f16.slang:21:5: error[NSL3156]: the wgsl target has no 16-bit integers
