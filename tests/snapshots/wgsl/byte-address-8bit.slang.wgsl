tests/compute/byte-address-8bit.slang:22:16: error[NSL3156]: the wgsl target has no 8-bit integers
