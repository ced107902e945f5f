tests/compute/spec-constant-numthreads.slang:14:2: error[E55205]: Specialization constants are not supported in the 'numthreads' attribute for the current target
