tests/compute/bitfields.slang:36:15: error[NSL3156]: the wgsl target has no 64-bit integers
