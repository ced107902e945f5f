tests/compute/fract.slang:18:29: error[NSL3156]: the cpp target has no 16-bit floats
