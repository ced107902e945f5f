tests/compute/byte-address-16bit.slang:24:36: error[NSL3156]: the wgsl target has no 16-bit integers
