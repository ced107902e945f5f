tests/compute/dynamic-dispatch-values.slang:39:1: error[NSL3156]: the metal target has no 64-bit floats
