tests/compute/bitfields.slang:42:14: error[NSL3156]: the hlsl target has no 8-bit integers
