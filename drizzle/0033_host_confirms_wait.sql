-- A walk-in no table or combination of the store takes is told no minutes (docs/product.md#quotes): the join marks it,
-- so its Dashboard row reads that the host confirms the wait instead of the estimator's number, and never turns red
-- past a quote the guest was never told. A quote a host types clears it.
ALTER TABLE "waitlist_entries" ADD COLUMN "host_confirms_wait" boolean DEFAULT false NOT NULL;
