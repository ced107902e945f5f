tests/compute/generic-type-join.slang:44:42: error[NSL3156]: the metal target has no 64-bit floats
