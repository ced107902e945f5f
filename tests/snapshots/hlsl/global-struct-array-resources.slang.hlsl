tests/compute/global-struct-array-resources.slang:15:1: error[NSL3150]: cannot lower to HLSL: a storage block that is not a struct
