tests/compute/structured-buffer-data-layouts.slang:16:1: error[NSL3150]: cannot lower to Metal: a variable in the storage_buffer_scalar storage class
