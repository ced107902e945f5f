tests/compute/void-pointers.slang:17:15: error[NSL3156]: the wgsl target has no 64-bit integers
