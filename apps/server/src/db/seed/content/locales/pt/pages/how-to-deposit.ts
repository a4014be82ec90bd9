import type { PageTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../../figures.js';
import { amt } from '../format.js';

const coinList = COINS.map(([name, code]) => `- ${name} (${code})`).join('\n');

export const howToDeposit: PageTranslation = {
  title: 'Como depositar',
  description:
    'Deposite cripto na Satsino passo a passo: moedas aceitas, depósito mínimo, escolha do bônus, confirmações e Lightning.',
  body: `# Como depositar

Os depósitos na Satsino são feitos em criptomoeda e creditados no seu saldo na moeda da sua conta. Este guia mostra, passo a passo, como fazer seu primeiro depósito.

## Antes de começar

- **Verifique seu endereço de e-mail.** Abra o link que enviamos no cadastro; você pode pedir um novo nas configurações da conta. Depósitos e saques ficam disponíveis depois que seu e-mail é verificado.
- **Tenha cripto em mãos** em uma carteira ou conta de corretora que você controle. Ainda não tem cripto? A opção **Comprar cripto** do caixa permite comprar com cartão pelo nosso parceiro.

## Moedas aceitas

${coinList}

Também é possível depositar Bitcoin pela Lightning Network, com crédito quase instantâneo.

## Passo a passo

1. Abra a **Carteira** no cabeçalho e permaneça na aba **Depósitos**.
2. **Escolha uma moeda.** O Bitcoin vem selecionado por padrão.
3. **Copie seu endereço de depósito** com o botão de copiar ou escaneie o QR code com o app da sua carteira. O endereço é só seu e pode ser reutilizado.
4. **Escolha seu bônus** — ou “Sem bônus”. Cada um dos seus quatro primeiros depósitos vem com um bônus de depósito (veja [Promoções](/promotions)); a calculadora mostra quanto você vai receber pelo valor informado.
5. **Envie o pagamento** da sua carteira, pela rede indicada ao lado do endereço.
6. **Aguarde a confirmação.** O depósito aparece como pendente assim que a rede o detecta e é creditado quando atinge confirmações suficientes — normalmente em poucos minutos, ou mais quando a rede está congestionada.

## Depósito mínimo

O depósito mínimo é de ${amt(f.minDeposit)} na moeda da sua conta; esse também é o menor depósito que dá direito a bônus. Pagamentos menores não se perdem: eles são creditados quando a soma dos seus depósitos pendentes atinge o mínimo.

## Como evitar erros

- **Use a rede certa.** Enviar uma moeda por uma rede diferente da indicada (por exemplo, USDT na blockchain errada) pode tornar o pagamento irrecuperável.
- **Copie, não digite.** Sempre cole ou escaneie o endereço e confira os primeiros e os últimos caracteres antes de enviar.
- **Inclua a tag, se houver.** Algumas moedas, como XRP, exigem uma tag de destino; sem ela, o pagamento não pode ser vinculado automaticamente à sua conta.
- **A cotação é definida na confirmação.** Os preços das criptomoedas oscilam, então o valor creditado é convertido pela cotação do momento em que o depósito é confirmado.

## Depósitos via Lightning

Escolha **Bitcoin (Lightning)**, informe o valor e pague a fatura com qualquer carteira Lightning. Os pagamentos via Lightning são liquidados em segundos e custam uma fração da taxa on-chain habitual. Cada fatura vale por tempo limitado e para o valor exato exibido; gere uma nova se ela expirar.

## Precisa de ajuda?

Se um depósito não tiver chegado depois de uma hora, fale com o Atendimento ao cliente informando a moeda, o valor e o ID da transação (hash) mostrado na sua carteira, e nós o rastrearemos para você.
`,
};
