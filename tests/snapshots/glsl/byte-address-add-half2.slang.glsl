tests/compute/byte-address-add-half2.slang:17:5: error[NSL3150]: cannot lower to GLSL: a bitcast that changes the number of components
