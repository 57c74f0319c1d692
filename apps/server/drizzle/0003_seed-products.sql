-- docs/api.md#design-5-4: the three default credit packages (USD). Prices stay editable in the database;
-- ON CONFLICT keeps any edits when this runs against a database that already has them.
INSERT INTO "products" ("id", "name", "amount_cents", "currency", "credits", "image_key", "sort_order")
VALUES
  ('credits-10', '10 Credits', 499, 'usd', 10, 'products/credits-10.png', 1),
  ('credits-30', '30 Credits', 999, 'usd', 30, 'products/credits-30.png', 2),
  ('credits-60', '60 Credits', 1799, 'usd', 60, 'products/credits-60.png', 3)
ON CONFLICT ("id") DO NOTHING;
