tests/compute/half-storage-struct.slang:17:1: error[NSL3156]: the cpp target has no 16-bit floats
