tests/compute/uniform-struct-array-resources.slang:23:1: error[NSL3150]: cannot lower to Metal: a storage block that is not a struct
