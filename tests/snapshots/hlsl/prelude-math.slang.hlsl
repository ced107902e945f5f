tests/compute/prelude-math.slang:56:30: error[NSL3156]: the hlsl target has no 8-bit integers
