tests/compute/prelude-math.slang:52:34: error[NSL3156]: the cpp target has no 16-bit floats
