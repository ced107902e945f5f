tests/compute/variadic-tuple-packs.slang:52:12: error[NSL3156]: the cpp target has no 16-bit floats
