tests/compute/metal-math-names.slang:28:49: error[NSL3156]: the wgsl target has no 16-bit floats
