tests/compute/pointer-generic-inference.slang:42:19: error[NSL3156]: the wgsl target has no 64-bit integers
