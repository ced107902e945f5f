tests/compute/pointer-array-local.slang:11:17: error[NSL3156]: the wgsl target has no 64-bit integers
