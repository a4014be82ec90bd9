-- 0010_kyc: account verification cases (step 1 information, review) and their uploaded documents.
CREATE TABLE "kyc_cases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"first_name" text,
	"last_name" text,
	"date_of_birth" date,
	"address" text,
	"post_code" text,
	"city" text,
	"country" text,
	"information_saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_cases_status_check" CHECK ("kyc_cases"."status" IN ('in_progress', 'submitted', 'approved', 'rejected')),
	CONSTRAINT "kyc_cases_rejected_check" CHECK (("kyc_cases"."status" = 'rejected') = ("kyc_cases"."rejection_reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" bigint NOT NULL,
	"slot" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_slot_check" CHECK ("kyc_documents"."slot" IN ('identity_front', 'identity_back', 'source_of_funds', 'proof_of_address')),
	CONSTRAINT "kyc_documents_content_type_check" CHECK ("kyc_documents"."content_type" IN ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "kyc_documents_size_check" CHECK ("kyc_documents"."size_bytes" BETWEEN 1 AND 5242880 AND "kyc_documents"."size_bytes" = octet_length("kyc_documents"."content"))
);
--> statement-breakpoint
ALTER TABLE "kyc_cases" ADD CONSTRAINT "kyc_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_cases" ADD CONSTRAINT "kyc_cases_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_case_id_kyc_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."kyc_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_cases_user_key" ON "kyc_cases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kyc_cases_queue_idx" ON "kyc_cases" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_case_slot_key" ON "kyc_documents" USING btree ("case_id","slot");
