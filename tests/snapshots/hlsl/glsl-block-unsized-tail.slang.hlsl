tests/compute/glsl-block-unsized-tail.slang:12:1: error[NSL3150]: cannot lower to HLSL: a storage block of several members
