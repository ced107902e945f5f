tests/compute/matrix-componentwise-math.slang:32:20: error[NSL3156]: the wgsl target has no 64-bit integers
