tests/compute/byte-address-structs.slang:37:14: error[NSL3156]: the wgsl target has no 64-bit integers
