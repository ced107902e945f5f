tests/compute/prelude-math.slang:47:12: error[NSL3156]: the metal target has no 64-bit floats
