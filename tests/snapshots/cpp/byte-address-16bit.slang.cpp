tests/compute/byte-address-16bit.slang:36:19: error[NSL3156]: the cpp target has no 16-bit floats
