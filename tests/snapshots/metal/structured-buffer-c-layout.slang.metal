tests/compute/structured-buffer-c-layout.slang:22:1: error[NSL3150]: cannot lower to Metal: a variable in the storage_buffer_c storage class
