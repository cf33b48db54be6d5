import {
  AddBrandModal,
  AddCategoryModal,
  ProductForm,
  toast,
  type ProductFormErrors,
  type ProductFormUpload,
  type ProductFormValues,
} from '@idl/design-system';
import type { Product } from '@idl/api-contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useAdminHeaderTitle } from '../../features/admin/admin-header-title';
import { errorMessage, useFormErrors } from '../../app/error-message';
import {
  useAddBrand,
  useAddCategory,
  useAdminBrands,
  useAdminCategories,
  useAdminProduct,
  useSaveProduct,
} from '../../features/admin/use-admin-products';
import { newIdempotencyKey, useSingleSubmit } from '../../features/admin/single-submit';
import { uploadImage } from '../../features/admin/upload-image';
import { AdminNotFound } from './admin-frame';
import { LoadState } from './load-state';
import { idParam } from './order-detail';

/** How long the success toast shows before the list comes back (spec: 2 seconds). */
export const BACK_TO_LIST_MS = 2000;

/** /admin/list-product: the empty product form. */
export function AdminListProductRoute() {
  useAdminHeaderTitle('Products');
  return <ProductFormScreen />;
}

/** /admin/update-product/:productId: the form filled with the product. */
export function AdminUpdateProductRoute() {
  const productId = idParam(useParams().productId);
  useAdminHeaderTitle('Update Product', productId === undefined ? undefined : String(productId));
  const product = useAdminProduct(productId ?? 0);
  if (productId === undefined) return <AdminNotFound />;
  if (!product.data)
    return (
      <LoadState
        label="Loading the product"
        notFoundTitle="Product not found"
        error={product.error}
        onRetry={() => void product.refetch()}
      />
    );
  return <ProductFormScreen product={product.data} />;
}

/** The product's data as the form's fields hold it. */
export function formValuesOf(product: Product): Partial<ProductFormValues> {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    stockQuantity: String(product.stockQuantity),
    categoryId: product.categoryId,
    brandId: product.brandId,
    sku: product.sku,
    maxUnitsPerOrder: String(product.maxUnitsPerOrder ?? ''),
    labServiceKind: product.labService?.kind ?? '',
    labTurnaround: String(product.labService?.turnaroundWorkingDays ?? ''),
    images: product.imageUrls.map((image) => ({
      key: image.imageUrl,
      previewUrl: image.thumbnailUrl ?? image.imageUrl,
      fileName: image.imageUrl.split('/').pop() ?? image.imageUrl,
      altText: image.altText,
      imageUrl: image.imageUrl,
    })),
    optionsEnabled: product.options !== null,
    optionDimension: product.options?.dimension ?? 'size',
    ...(product.options
      ? {
          optionValues: product.options.values.map((option, index) => ({
            key: `option-${index + 1}`,
            value: option.value,
            stockQuantity: String(option.stockQuantity),
          })),
        }
      : {}),
  };
}

/** The fields the server's messages land on ('images.0.imageUrl' belongs to the images). */
const formFields = [
  'name',
  'description',
  'price',
  'stockQuantity',
  'categoryId',
  'brandId',
  'sku',
  'maxUnitsPerOrder',
  'images',
  'options',
] as const satisfies readonly (keyof ProductFormErrors)[];

type Modal = 'category' | 'brand' | null;

function ProductFormScreen({ product }: { product?: Product }) {
  const navigate = useNavigate();
  const mode = product ? 'update' : 'create';
  const categories = useAdminCategories();
  const brands = useAdminBrands();
  const save = useSaveProduct(product?.productId);
  const failed = useFormErrors(save.error, formFields);
  const addCategory = useAddCategory();
  const addBrand = useAddBrand();
  const [uploads, setUploads] = useState<Record<string, ProductFormUpload>>({});
  const [modal, setModal] = useState<Modal>(null);
  const [brandBusy, setBrandBusy] = useState(false);
  const [brandError, setBrandError] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const chosen = useRef<((id?: number) => void) | null>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const idempotencyKey = useRef(newIdempotencyKey());
  const singleSave = useSingleSubmit();
  const singleAdd = useSingleSubmit();
  const initialValues = useMemo(() => (product ? formValuesOf(product) : undefined), [product]);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  if (!categories.data || !brands.data) {
    const failed = categories.error ?? brands.error;
    return (
      <LoadState
        label="Loading categories and brands"
        error={failed}
        onRetry={() => void Promise.all([categories.refetch(), brands.refetch()])}
      />
    );
  }

  const setUpload = (key: string, upload: ProductFormUpload) =>
    setUploads((before) => ({ ...before, [key]: upload }));
  const askFor = (kind: Exclude<Modal, null>) =>
    new Promise<number | undefined>((resolve) => {
      chosen.current = resolve;
      setModal(kind);
    });
  const closeModal = (id?: number) => {
    chosen.current?.(id);
    chosen.current = null;
    setModal(null);
    addCategory.reset();
    setBrandError(undefined);
  };

  return (
    <>
      <ProductForm
        mode={mode}
        headingLevel={2}
        initialValues={initialValues}
        categories={categories.data}
        brands={brands.data}
        uploads={uploads}
        onFilesAdded={(files) => {
          for (const { key, file } of files) {
            setUpload(key, { progress: 0 });
            uploadImage(file, (progress) => setUpload(key, { progress })).then(
              (stored) => setUpload(key, { progress: 100, imageUrl: stored.imageUrl }),
              (error: unknown) =>
                setUpload(key, { progress: 0, errorMessage: errorMessage(error, 'The upload failed') }),
            );
          }
        }}
        onAddCategory={() => askFor('category')}
        onAddBrand={() => askFor('brand')}
        busy={save.isPending || leaving}
        errors={save.isError ? failed.fieldErrors : undefined}
        errorMessage={
          save.isError ? (mode === 'create' ? 'Error while adding !' : errorMessage(save.error)) : undefined
        }
        onDiscard={() => void navigate(paths.admin.products)}
        onSubmit={(values) =>
          singleSave((done) =>
            save.mutate(
              { input: values, idempotencyKey: idempotencyKey.current },
              {
                onSettled: done,
                onSuccess: () => {
                  idempotencyKey.current = newIdempotencyKey();
                  toast.success(
                    mode === 'create' ? 'Product added successfully!' : 'Product Updated successfully',
                  );
                  setLeaving(true);
                  leaveTimer.current = setTimeout(() => void navigate(paths.admin.products), BACK_TO_LIST_MS);
                },
                onError: (error) =>
                  toast.error(mode === 'create' ? 'Error while adding !' : `Error: ${errorMessage(error)}`),
              },
            ),
          )
        }
      />
      <AddCategoryModal
        isOpen={modal === 'category'}
        onOpenChange={(open) => !open && closeModal()}
        categories={categories.data}
        busy={addCategory.isPending}
        errorMessage={addCategory.isError ? errorMessage(addCategory.error) : undefined}
        onSubmit={(values) =>
          singleAdd((done) =>
            addCategory.mutate(values, {
              onSettled: done,
              onSuccess: (created) => {
                toast.success('Category added successfully');
                closeModal(created.categoryId);
              },
            }),
          )
        }
      />
      <AddBrandModal
        isOpen={modal === 'brand'}
        onOpenChange={(open) => !open && closeModal()}
        busy={brandBusy}
        errorMessage={brandError}
        onSubmit={({ name, description, logo }) =>
          singleAdd((done) => {
            setBrandBusy(true);
            setBrandError(undefined);
            uploadImage(logo)
              .then((stored) => addBrand.mutateAsync({ name, description, logoUrl: stored.imageUrl }))
              .then(
                (created) => {
                  toast.success('Brand added successfully');
                  closeModal(created.id);
                },
                (error: unknown) => setBrandError(errorMessage(error)),
              )
              .finally(() => {
                setBrandBusy(false);
                done();
              });
          })
        }
      />
    </>
  );
}
