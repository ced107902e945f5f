tests/compute/half-min-max-nan.slang:13:16: error[NSL3156]: the wgsl target has no 16-bit floats
