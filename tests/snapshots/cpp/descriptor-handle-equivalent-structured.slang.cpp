error[NSL3150]: cannot lower to C++: a storage block that is not a struct
