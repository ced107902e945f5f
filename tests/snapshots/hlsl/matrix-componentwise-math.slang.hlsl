tests/compute/matrix-componentwise-math.slang:37:20: error[NSL3156]: the hlsl target has no 8-bit integers
