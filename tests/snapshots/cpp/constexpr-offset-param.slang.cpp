tests/compute/constexpr-offset-param.slang:17:16: error[NSL3150]: cannot lower to cpp: a texture load at a texel offset
