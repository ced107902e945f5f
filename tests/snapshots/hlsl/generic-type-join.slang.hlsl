tests/compute/generic-type-join.slang:43:30: error[NSL3156]: the hlsl target has no 8-bit integers
