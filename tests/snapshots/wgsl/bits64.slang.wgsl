tests/compute/bits64.slang:14:19: error[NSL3156]: the wgsl target has no 64-bit integers
