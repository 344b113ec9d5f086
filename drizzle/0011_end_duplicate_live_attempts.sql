-- Before one live order attempt per cart revision becomes a unique index (0012): where older data
-- holds several, the most advanced (approved, else the newest) stays and the others end. A left
-- 3-D Secure challenge is abandoned; an attempt caught mid-way failed.
UPDATE "payment_attempts" AS p
SET "status" = CASE WHEN p."status" = 'challenge' THEN 'abandoned' ELSE 'failed' END
WHERE p."kind" = 'order'
  AND p."status" IN ('pending', 'challenge', 'confirming', 'authorized', 'approved')
  AND p."status" <> 'approved'
  AND EXISTS (
    SELECT 1 FROM "payment_attempts" AS q
    WHERE q."kind" = 'order'
      AND q."cart_id" = p."cart_id"
      AND q."cart_revision" = p."cart_revision"
      AND q."status" IN ('pending', 'challenge', 'confirming', 'authorized', 'approved')
      AND (CASE WHEN q."status" = 'approved' THEN 1 ELSE 0 END, q."id")
        > (CASE WHEN p."status" = 'approved' THEN 1 ELSE 0 END, p."id")
  );
