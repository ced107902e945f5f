tests/compute/pointer-addrof-increment.slang:35:9: error[NSL3150]: cannot lower to Metal: the type ptr<struct<Pair {a: i32, b: i32}>, device>
