tests/compute/byte-address-add-f16.slang:21:33: error[NSL3156]: the cpp target has no 16-bit floats
