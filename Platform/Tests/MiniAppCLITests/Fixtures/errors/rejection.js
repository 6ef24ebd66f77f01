// Line 2 rejects a promise nothing handles.
Promise.reject(new RangeError('out of range'));
