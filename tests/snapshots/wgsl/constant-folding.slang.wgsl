tests/compute/constant-folding.slang:72:20: error[NSL3156]: the wgsl target has no 8-bit integers
