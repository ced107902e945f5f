tests/compute/null-pointers.slang:14:14: error[NSL3156]: the wgsl target has no 64-bit integers
