tests/compute/dot-packed.slang:17:15: error[NSL3156]: the cpp target has no 16-bit floats
