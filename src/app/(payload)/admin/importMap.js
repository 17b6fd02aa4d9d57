import { LengthDescription as LengthDescription_0d2ce38208bfcc4dffa9e7bc6490249f } from '../../../../src/components/admin/LengthDescription'
import { ArticleSearchPreview as ArticleSearchPreview_e220ceca4d50adca5c782b50bc0ecde8 } from '../../../../src/components/admin/SearchPreview'
import { ArticleSharePreview as ArticleSharePreview_393a09b562e9e59f66d188e6d48a6071 } from '../../../../src/components/admin/SharePreview'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { YesNoCell as YesNoCell_ea72c726a3c57725427f94a73c417e7e } from '../../../../src/components/admin/Flags'
import { ActiveCell as ActiveCell_ea72c726a3c57725427f94a73c417e7e } from '../../../../src/components/admin/Flags'
import { ImageUses as ImageUses_7765fd70ed372f1e655a5dec857197e2 } from '../../../../src/components/admin/ImageUses'
import { FileSizeCell as FileSizeCell_f60895c58977bd70ff0de1d100279c17 } from '../../../../src/components/admin/FileSize'
import { PagePathDescription as PagePathDescription_f30ba236b603a92018be668eff0c7b94 } from '../../../../src/components/admin/PagePathDescription'
import { OverrideCell as OverrideCell_98b7853d54002f8b093e8422bdf078b2 } from '../../../../src/components/admin/OverrideCell'
import { OwnTextField as OwnTextField_3bc015b2d4225b64ba0a42d072c426d1 } from '../../../../src/components/admin/OwnTextFields'
import { OwnTextareaField as OwnTextareaField_3bc015b2d4225b64ba0a42d072c426d1 } from '../../../../src/components/admin/OwnTextFields'
import { PagePathCell as PagePathCell_126ec0f8ec7a0476e57a6ce60a05f7ac } from '../../../../src/components/admin/PagePathCell'
import { SearchPreview as SearchPreview_e220ceca4d50adca5c782b50bc0ecde8 } from '../../../../src/components/admin/SearchPreview'
import { JsonField as JsonField_6e2f56a5aff04f5b17d9b8f7cdb006fc } from '../../../../plugins/shared/admin/JsonField'
import { PositionCell as PositionCell_7e1a6a3beadc8d790642990f0a67e15a } from '../../../../plugins/seo-keywords/admin/RankCells'
import { CheckedPositionCell as CheckedPositionCell_7e1a6a3beadc8d790642990f0a67e15a } from '../../../../plugins/seo-keywords/admin/RankCells'
import { CheckErrorCell as CheckErrorCell_7e1a6a3beadc8d790642990f0a67e15a } from '../../../../plugins/seo-keywords/admin/RankCells'
import { MeasuredCell as MeasuredCell_2f268d15409f74ed7f1e0f5e2a058bff } from '../../../../plugins/shared/admin/MeasuredCell'
import { SuccessRateCell as SuccessRateCell_a4c88e85a60a4e397925204fc7f12015 } from '../../../../plugins/seo-health/admin/MonitorCells'
import { ResponseTimeCell as ResponseTimeCell_a4c88e85a60a4e397925204fc7f12015 } from '../../../../plugins/seo-health/admin/MonitorCells'
import { ResolvedCell as ResolvedCell_9e93a8db4e6ed0e545b8caef862397ac } from '../../../../plugins/seo-health/admin/ResolvedCell'
import { ReasonsCell as ReasonsCell_13bb905fc800497b5795c4e6f99451cf } from '../../../../plugins/seo-repair/admin/ReasonsCell'
import { RedirectTargetCell as RedirectTargetCell_1a04c3a0cfc927641360cacb82ebecce } from '../../../../src/components/admin/RedirectTarget'
import { FirmIcon as FirmIcon_4cc63b54d1e550e80961261ce19fbd97 } from '../../../../src/components/admin/FirmGraphics'
import { FirmLogo as FirmLogo_4cc63b54d1e550e80961261ce19fbd97 } from '../../../../src/components/admin/FirmGraphics'
import { ForgotPasswordView as ForgotPasswordView_1399f1d08d1beaa7a649a012c4dd7c6e } from '../../../../src/components/admin/ForgotPassword'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/LengthDescription#LengthDescription": LengthDescription_0d2ce38208bfcc4dffa9e7bc6490249f,
  "/src/components/admin/SearchPreview#ArticleSearchPreview": ArticleSearchPreview_e220ceca4d50adca5c782b50bc0ecde8,
  "/src/components/admin/SharePreview#ArticleSharePreview": ArticleSharePreview_393a09b562e9e59f66d188e6d48a6071,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/components/admin/Flags#YesNoCell": YesNoCell_ea72c726a3c57725427f94a73c417e7e,
  "/src/components/admin/Flags#ActiveCell": ActiveCell_ea72c726a3c57725427f94a73c417e7e,
  "/src/components/admin/ImageUses#ImageUses": ImageUses_7765fd70ed372f1e655a5dec857197e2,
  "/src/components/admin/FileSize#FileSizeCell": FileSizeCell_f60895c58977bd70ff0de1d100279c17,
  "/src/components/admin/PagePathDescription#PagePathDescription": PagePathDescription_f30ba236b603a92018be668eff0c7b94,
  "/src/components/admin/OverrideCell#OverrideCell": OverrideCell_98b7853d54002f8b093e8422bdf078b2,
  "/src/components/admin/OwnTextFields#OwnTextField": OwnTextField_3bc015b2d4225b64ba0a42d072c426d1,
  "/src/components/admin/OwnTextFields#OwnTextareaField": OwnTextareaField_3bc015b2d4225b64ba0a42d072c426d1,
  "/src/components/admin/PagePathCell#PagePathCell": PagePathCell_126ec0f8ec7a0476e57a6ce60a05f7ac,
  "/src/components/admin/SearchPreview#SearchPreview": SearchPreview_e220ceca4d50adca5c782b50bc0ecde8,
  "/plugins/shared/admin/JsonField#JsonField": JsonField_6e2f56a5aff04f5b17d9b8f7cdb006fc,
  "/plugins/seo-keywords/admin/RankCells#PositionCell": PositionCell_7e1a6a3beadc8d790642990f0a67e15a,
  "/plugins/seo-keywords/admin/RankCells#CheckedPositionCell": CheckedPositionCell_7e1a6a3beadc8d790642990f0a67e15a,
  "/plugins/seo-keywords/admin/RankCells#CheckErrorCell": CheckErrorCell_7e1a6a3beadc8d790642990f0a67e15a,
  "/plugins/shared/admin/MeasuredCell#MeasuredCell": MeasuredCell_2f268d15409f74ed7f1e0f5e2a058bff,
  "/plugins/seo-health/admin/MonitorCells#SuccessRateCell": SuccessRateCell_a4c88e85a60a4e397925204fc7f12015,
  "/plugins/seo-health/admin/MonitorCells#ResponseTimeCell": ResponseTimeCell_a4c88e85a60a4e397925204fc7f12015,
  "/plugins/seo-health/admin/ResolvedCell#ResolvedCell": ResolvedCell_9e93a8db4e6ed0e545b8caef862397ac,
  "/plugins/seo-repair/admin/ReasonsCell#ReasonsCell": ReasonsCell_13bb905fc800497b5795c4e6f99451cf,
  "/src/components/admin/RedirectTarget#RedirectTargetCell": RedirectTargetCell_1a04c3a0cfc927641360cacb82ebecce,
  "/src/components/admin/FirmGraphics#FirmIcon": FirmIcon_4cc63b54d1e550e80961261ce19fbd97,
  "/src/components/admin/FirmGraphics#FirmLogo": FirmLogo_4cc63b54d1e550e80961261ce19fbd97,
  "/src/components/admin/ForgotPassword#ForgotPasswordView": ForgotPasswordView_1399f1d08d1beaa7a649a012c4dd7c6e,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
