tests/compute/bitfields.slang:41:14: error[NSL3156]: the wgsl target has no 64-bit integers
