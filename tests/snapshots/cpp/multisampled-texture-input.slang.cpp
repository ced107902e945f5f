tests/compute/multisampled-texture-input.slang:22:5: error[NSL3150]: cannot lower to cpp: the sample count of a multisampled texture
