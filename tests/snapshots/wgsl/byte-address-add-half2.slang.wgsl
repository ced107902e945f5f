tests/compute/byte-address-add-half2.slang:17:5: error[NSL3156]: the wgsl target has no 16-bit floats
