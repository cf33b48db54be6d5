import { ProductQuantitiesModal, toast, type ProductQuantitiesItem } from '@idl/design-system';
import type { Product } from '@idl/api-contract';
import { errorMessage } from '../../app/error-message';
import { useAddStock } from '../../features/admin/use-admin-products';

/** One line per product, or per option value when the product's stock is kept by size or colour. */
export function stockLines(products: Product[]): ProductQuantitiesItem[] {
  return products.flatMap((product) =>
    product.options && product.options.values.length > 0
      ? product.options.values.map((option) => ({
          productId: product.productId,
          name: product.name,
          stockQuantity: option.stockQuantity,
          optionValue: option.value,
        }))
      : [{ productId: product.productId, name: product.name, stockQuantity: product.stockQuantity }],
  );
}

/** 'Update Product Quantities' for the given products, saved with the bulk add-stock call. */
export function StockModal({
  products,
  onClose,
  onSaved,
}: {
  /** The products to top up; null keeps the modal closed. */
  products: Product[] | null;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const addStock = useAddStock();
  return (
    <ProductQuantitiesModal
      isOpen={products !== null}
      onOpenChange={(open) => {
        if (open) return;
        addStock.reset();
        onClose();
      }}
      products={stockLines(products ?? [])}
      busy={addStock.isPending}
      errorMessage={addStock.isError ? errorMessage(addStock.error) : undefined}
      onSubmit={(changes) =>
        addStock.mutate(changes, {
          onSuccess: () => {
            toast.success('Stock updated successfully');
            addStock.reset();
            onClose();
            onSaved?.();
          },
        })
      }
    />
  );
}
