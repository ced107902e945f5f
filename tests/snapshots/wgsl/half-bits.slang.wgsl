tests/compute/half-bits.slang:14:20: error[NSL3156]: the wgsl target has no 16-bit integers
